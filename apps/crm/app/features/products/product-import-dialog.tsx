import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FilePickButton, Modal } from '@donut/ui';
import { ProductImportSummary } from './product-import-report';
import { PRODUCT_IMPORT_LIMITS, useImportProducts } from './use-import-products';

export interface ProductImportDialogProps {
  projectId: string;
  isOpen: boolean;
  onClose: () => void;
}

/** The dialog's id: modal-product-import. */
export const PRODUCT_IMPORT_DIALOG_ID = 'modal-product-import';

/**
 * Import CSV on the products list: the owner picks a file, sees what it would add and change and which rows it
 * refuses and why, then imports the accepted rows (or picks a corrected file). Nothing is written before the owner
 * confirms; the dialog stays open while a file is being imported.
 */
export function ProductImportDialog({ projectId, isOpen, onClose }: ProductImportDialogProps) {
  const intl = useIntl();
  const { state, check, apply, reset } = useImportProducts(projectId);
  const { report, phase, error, file } = state;
  const accepted = report ? report.created + report.updated : 0;

  function handleClose() {
    if (phase === 'importing') return;
    reset();
    onClose();
  }

  const picker = (
    <FilePickButton
      name="file"
      accept=".csv,text/csv"
      disabled={phase !== 'idle'}
      onFiles={([chosen]) => void check(chosen)}
      hint={<FormattedMessage id="crm.products.import.limits" values={PRODUCT_IMPORT_LIMITS} />}
      error={error}
    >
      <FormattedMessage id={report ? 'crm.products.import.choose-another' : 'crm.products.import.choose'} />
    </FilePickButton>
  );

  return (
    <Modal
      id={PRODUCT_IMPORT_DIALOG_ID}
      isOpen={isOpen}
      size="wide"
      title={intl.formatMessage({ id: 'crm.products.import.title' })}
      onClose={handleClose}
    >
      <div className="crm-product-import">
        {report ? null : (
          <p className="crm-product-form__hint">
            <FormattedMessage id="crm.products.import.intro" />
          </p>
        )}
        {phase === 'checking' ? (
          <p role="status">
            <FormattedMessage id="crm.products.import.checking" values={{ name: file?.name ?? '' }} />
          </p>
        ) : null}
        {report ? (
          <>
            <h3 className="crm-product-import__heading">
              <FormattedMessage
                id="crm.products.import.report-title"
                values={{ isApplied: report.is_applied, name: file?.name ?? '', rows: report.row_count }}
              />
            </h3>
            <ProductImportSummary report={report} />
          </>
        ) : null}
        {report?.is_applied ? (
          <div className="donut-dialog__actions">
            <Button onClick={handleClose}>
              <FormattedMessage id="crm.products.import.done" />
            </Button>
          </div>
        ) : (
          <>
            <div className="crm-product-import__pick">{picker}</div>
            <div className="donut-dialog__actions">
              <Button variant="secondary" disabled={phase === 'importing'} onClick={handleClose}>
                <FormattedMessage id="crm.products.form.cancel" />
              </Button>
              {report ? (
                <Button isLoading={phase === 'importing'} disabled={!accepted} onClick={() => void apply()}>
                  <FormattedMessage id="crm.products.import.apply" values={{ count: accepted }} />
                </Button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
