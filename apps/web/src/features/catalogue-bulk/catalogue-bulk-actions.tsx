import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { adminPaths } from '../../lib/admin-paths';
import { showToast } from '../../lib/toast';
import { downloadCatalogueCsv } from './catalogue-bulk.api';

/** "Export CSV" and "Import CSV" beside the staff Products screen's heading. */
export function CatalogueBulkActions() {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCatalogueCsv();
    } catch (err) {
      showToast(messageOf(err, 'The export failed. Please try again.'), 'error');
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button variant="outline" disabled={exporting} onClick={() => void exportCsv()}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {exporting ? 'Exporting…' : 'Export CSV'}
      </Button>
      <Link to={adminPaths.adminProductsImport()} className={buttonClass('outline')}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        Import CSV
      </Link>
    </>
  );
}
