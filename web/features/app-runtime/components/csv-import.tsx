import { FileUp, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CsvImportReport } from '../../../../contracts/app-csv-import.ts';
import type { AppEntity } from '../../../../contracts/app-definition.ts';
import { parseFileValue } from '../../../../contracts/app-files.ts';
import { appMessages } from '../../../../contracts/app-messages.ts';
import { fill } from '../../../../contracts/messages.ts';
import { CsvImportPreview } from '../../../../kit/screens/csv-preview.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useImportCsv } from '../api.ts';

// "Importar CSV" (issue 38 §6; decision 0238): the owner and `equipo` choose a file, see how
// it is read (the columns and the fields they fill, the first rows, an error per bad row) and
// import every row or none. The chosen file and its preview stay until another is chosen or
// the dialog closes: an error never makes the person choose it again.

const c = appMessages.csvImport;

/** The report a refused import carries (400 CSV_IMPORT_INVALID), if any. */
function reportOf(error: unknown): CsvImportReport | null {
  if (!(error instanceof ApiError)) return null;
  const report = error.error?.import;
  return report && typeof report === 'object' ? (report as CsvImportReport) : null;
}

export function CsvImportButton({
  projectId,
  entity,
  size = 'sm',
}: {
  projectId: string;
  entity: AppEntity;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CsvImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const run = useImportCsv(projectId, entity.key);

  const preview = async (chosen: File) => {
    setFile(chosen);
    setReport(null);
    setProblem(null);
    try {
      setReport(await run.mutateAsync({ file: chosen, dryRun: true }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const importAll = async () => {
    if (!file) return;
    setProblem(null);
    try {
      const done = await run.mutateAsync({ file, dryRun: false });
      showToast(
        'success',
        fill(done.imported === 1 ? c.importedOne : c.imported, {
          count: formatNumber(done.imported),
          entity: entity.labelPlural,
        }),
      );
      close();
    } catch (error) {
      // The file and its preview stay; a refused import brings the rows' errors.
      const refused = reportOf(error);
      if (refused) setReport(refused);
      setProblem(errorMessage(error));
    }
  };
  const close = () => {
    setOpen(false);
    setFile(null);
    setReport(null);
    setProblem(null);
  };
  const left = report ? Math.max(0, report.quota.limit - report.quota.used) : 0;
  const canImport = report !== null && report.errorCount === 0 && report.rows <= left;

  return (
    <>
      <Button size={size} variant="outline" onClick={() => setOpen(true)} data-testid="csv-import">
        <Upload className="h-4 w-4" aria-hidden="true" /> {c.action}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={fill(c.title, { entity: entity.labelPlural.toLowerCase() })}
        icon={FileUp}
        size="lg"
        testId="csv-import-dialog"
      >
        <div className="space-y-4 text-sm text-stone-800">
          <p className="text-stone-600">{c.intro}</p>
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="sr-only"
              aria-label={c.chooseFile}
              data-testid="csv-import-file"
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                e.target.value = '';
                if (chosen) void preview(chosen);
              }}
            />
            <Button
              size="sm"
              variant={file ? 'outline' : 'primary'}
              onClick={() => input.current?.click()}
              disabled={run.isPending}
            >
              <FileUp className="h-4 w-4" aria-hidden="true" />{' '}
              {file ? c.chooseAnother : c.chooseFile}
            </Button>
            {file ? (
              <span className="break-all text-stone-600" data-testid="csv-import-chosen">
                {fill(c.chosen, { name: file.name })}
              </span>
            ) : null}
          </div>
          {run.isPending ? (
            <p className="flex items-center gap-2 text-stone-600">
              <Spinner /> {report ? c.importing : c.reading}
            </p>
          ) : null}
          {problem ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800"
              data-testid="csv-import-problem"
            >
              {problem}
            </p>
          ) : null}
          {report ? (
            <CsvImportPreview
              entity={entity}
              report={report}
              readFile={parseFileValue}
              chipClass="bg-brand-50 text-brand-900"
            >
              {report.rows > left ? (
                <p role="alert" className="text-red-800">
                  {fill(c.quotaShort, {
                    rows: formatNumber(report.rows),
                    left: formatNumber(left),
                    limit: formatNumber(report.quota.limit),
                    plan: report.quota.plan,
                  })}
                </p>
              ) : (
                <p className="text-xs text-stone-600">
                  {fill(c.quotaLeft, { left: formatNumber(left), plan: report.quota.plan })}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="ghost" onClick={close}>
                  {c.cancel}
                </Button>
                <Button
                  onClick={() => void importAll()}
                  disabled={!canImport || run.isPending}
                  data-testid="csv-import-confirm"
                >
                  {report.rows === 1
                    ? c.importOne
                    : fill(c.importN, { count: formatNumber(report.rows) })}
                </Button>
              </div>
            </CsvImportPreview>
          ) : null}
        </div>
      </Modal>
    </>
  );
}
