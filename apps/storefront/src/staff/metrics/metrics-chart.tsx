'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TMetricsColumnKind, TMetricsTable } from '@voltia/domain';
import { axisLabel, formatMetricsCell, rowLabel } from './metrics-format';

// recharts is imported here and only here: this module is reached from /metrics' own lazily loaded
// screen, so no other page's JavaScript carries it.

export type TChartSeries = { readonly column: number; readonly color: string };
/**
 * `label`: the column naming each bar, or several joined with " · " (a week and a staff member).
 * `wide`: a single label that must read whole (a staff member's full name) gets the joined labels' wider axis.
 */
export type TChartSpec = {
  readonly label: number | readonly number[];
  readonly series: readonly TChartSeries[];
  readonly wide?: boolean;
};

/** A value as the chart scales it: rates in percent, money in pesos. */
function plotted(kind: TMetricsColumnKind, value: unknown): number {
  if (typeof value !== 'number') return 0;
  if (kind === 'rate') return value * 100;
  if (kind === 'money') return value / 100;
  return value;
}

const COMPACT_PESOS = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  notation: 'compact',
  maximumFractionDigits: 1,
});

type TTickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/**
 * An axis label on one line (a wrapped label would run into the next bar's), cut to fit, with the
 * whole name as its SVG title: hovering the label shows it, as hovering the bar does in the tooltip.
 */
function AxisTick({ x, y, payload, wide }: TTickProps & { wide: boolean }) {
  const full = String(payload?.value ?? '');
  return (
    <text
      x={Number(x ?? 0)}
      y={Number(y ?? 0)}
      dx={-4}
      dy={4}
      textAnchor="end"
      fontSize={12}
      fill="#334155"
      data-testid="chart-axis-label"
    >
      <title>{full}</title>
      {axisLabel(full, wide)}
    </text>
  );
}

/**
 * Horizontal bars, one group per table row, one bar per series, as wide as the panel (375 px up).
 * Hidden from assistive technology: the panel's figcaption and its table say the same.
 */
export function MetricsChart({ table, spec }: { table: TMetricsTable; spec: TChartSpec }) {
  // A label of two columns (week · staff member) gets a wider axis: both halves tell bars apart. So
  // does a name that must read whole.
  const wide = typeof spec.label !== 'number' || spec.wide === true;
  const data = table.rows.map((row) => ({
    label: rowLabel(table, row, spec.label),
    ...Object.fromEntries(
      spec.series.map((series) => [
        `s${series.column}`,
        plotted(table.columns[series.column]?.kind ?? 'count', row.cells[series.column]),
      ]),
    ),
  }));
  const height = Math.max(140, data.length * (14 + spec.series.length * 14) + 60);
  const kindOf = (key: string) => table.columns[Number(key.slice(1))]?.kind ?? 'count';
  const nameOf = (key: string) => table.columns[Number(key.slice(1))]?.label ?? key;
  const show = (key: string, value: number) => {
    const kind = kindOf(key);
    return formatMetricsCell(kind, kind === 'rate' ? value / 100 : kind === 'money' ? Math.round(value * 100) : value);
  };
  // Axis ticks short enough not to run into each other on a phone: "$2.5 M", not "$2,500,000.00".
  const tick = (value: number) =>
    kindOf(`s${spec.series[0]?.column ?? 0}`) === 'money'
      ? COMPACT_PESOS.format(value)
      : show(`s${spec.series[0]?.column ?? 0}`, value);
  return (
    <div aria-hidden="true" className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
        >
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" tick={{ fontSize: 12, fill: '#475569' }} tickFormatter={tick} allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="label"
            width={wide ? 190 : 124}
            tick={(props: TTickProps) => <AxisTick {...props} wide={wide} />}
            interval={0}
          />
          <Tooltip formatter={(value, key) => [show(String(key), Number(value)), nameOf(String(key))]} />
          {spec.series.length > 1 ? (
            <Legend formatter={(key: string) => nameOf(key)} wrapperStyle={{ fontSize: 12 }} />
          ) : null}
          {spec.series.map((series) => (
            <Bar
              key={series.column}
              dataKey={`s${series.column}`}
              fill={series.color}
              isAnimationActive={false}
              radius={[0, 3, 3, 0]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
