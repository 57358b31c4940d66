import { HTMLTable } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { BOOTH_FIGURES, type FairMatrixView } from '../../../../../domain/report/fair-matrix-view';
import { FAIR_REPORT_TEXTS } from '../fair-report-texts';

type MatrixTableProps = Readonly<{
  matrix: FairMatrixView;
  /** Where each booth's own report is, when the reader may open it. */ boothReportPath?: (boothId: string) => string;
}>;

/** spec 2 §7 matrix: one row per booth with the booth report's figures, and the fair's totals beneath. */
export const MatrixTable = ({ matrix, boothReportPath }: MatrixTableProps) => (
  // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
  <div className="fair-report__table-scroll" tabIndex={0} role="region" aria-label={FAIR_REPORT_TEXTS.matrixLabel}>
    <HTMLTable compact striped className="fair-report__table" data-testid="fair-matrix">
      <thead>
        <tr>
          <th scope="col">{FAIR_REPORT_TEXTS.booth}</th>
          {BOOTH_FIGURES.map((figure) => (
            <th key={figure} scope="col" className="fair-report__number">
              {FAIR_REPORT_TEXTS.metrics[figure]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {matrix.booths.map((row) => (
          <tr key={row.boothId}>
            <th scope="row">
              {boothReportPath ? (
                <Link to={boothReportPath(row.boothId)} aria-label={FAIR_REPORT_TEXTS.openBoothReport(row.boothName)}>
                  {row.boothName}
                </Link>
              ) : (
                row.boothName
              )}
            </th>
            {BOOTH_FIGURES.map((figure) => (
              <td key={figure} className="fair-report__number">
                {row[figure]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="fair-matrix-totals">
          <th scope="row">{FAIR_REPORT_TEXTS.totals}</th>
          {BOOTH_FIGURES.map((figure) => (
            <td key={figure} className="fair-report__number">
              {matrix.totals[figure]}
            </td>
          ))}
        </tr>
      </tfoot>
    </HTMLTable>
  </div>
);
