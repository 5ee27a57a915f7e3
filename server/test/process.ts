import { spawn } from 'node:child_process';

// Running a command to its end in tests that start real processes (an exported app's npm
// scripts, its own test suite): its exit code and everything it printed, stdout and stderr.

export async function runCommand(
  cmd: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ code: number | null; out: string }> {
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: 'pipe' });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, out };
}
