import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export type TableColumn<Row> = Readonly<{ header: string; cell: (row: Row) => ReactNode }>;

export type ChartFigureProps<Row> = Readonly<{
  title: string;
  /** One sentence saying what the chart shows, read by screen readers with the chart and shown under it. */
  summary?: string | undefined;
  showTable: boolean;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly TableColumn<Row>[];
  chart: ReactNode;
  testId: string;
}>;

/** A chart and its text alternative: the same rows as a table when the page's table toggle is on. */
export const ChartFigure = <Row,>({ title, summary, showTable, rows, rowKey, columns, chart, testId }: ChartFigureProps<Row>) => (
  <figure className="fair-report__figure" data-testid={testId}>
    <figcaption className="fair-report__figure-title">{title}</figcaption>
    {showTable ? (
      <div className="fair-report__table-scroll" tabIndex={0} role="region" aria-label={title}>
        <HTMLTable compact striped className="fair-report__table" data-testid={`${testId}-table`}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    ) : (
      <div className="fair-report__chart" data-testid={`${testId}-chart`}>
        {chart}
      </div>
    )}
    {summary && <p className="fair-report__figure-summary">{summary}</p>}
  </figure>
);
