import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsStats } from '../../../../contracts/analytics.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatDay } from '../format.ts';

// Visits per day, drawn by uPlot (docs/decisions/0070-analytics-chart-library.md). This
// module is loaded lazily by the analytics card, so other pages never download it. The
// chart is decorative for assistive technology: the card's table carries the same numbers.

const HEIGHT = 220;

export default function VisitsChart({ byDay }: { byDay: AnalyticsStats['byDay'] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = byDay.map((_, i) => i);
    const data: uPlot.AlignedData = [
      xs,
      byDay.map((d) => d.visitors),
      byDay.map((d) => d.pageviews),
    ];
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false },
          y: { range: (_u, _min, max) => [0, Math.max(4, max * 1.15)] },
        },
        axes: [
          {
            stroke: '#57534e',
            grid: { show: false },
            // As many day labels as fit (about 70 px each), counted back from today.
            splits: (u) => {
              const step = Math.max(
                1,
                Math.ceil(xs.length / Math.max(2, Math.floor(u.width / 70))),
              );
              return xs.filter((i) => (xs.length - 1 - i) % step === 0);
            },
            values: (_u, splits) => splits.map((i) => (byDay[i] ? formatDay(byDay[i].date) : '')),
          },
          {
            stroke: '#57534e',
            grid: { stroke: '#e7e5e4', width: 1 },
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatNumber(v) : '')),
          },
        ],
        series: [
          {},
          {
            label: 'Visitantes',
            stroke: '#c2410c',
            width: 2,
            fill: 'rgba(234, 88, 12, 0.12)',
            points: { show: byDay.length <= 14 },
          },
          {
            label: 'Páginas vistas',
            stroke: '#78716c',
            width: 1.5,
            dash: [4, 4],
            points: { show: false },
          },
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [byDay]);

  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />;
}
