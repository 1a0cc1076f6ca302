import { orderTexts } from '@lineup/contracts/texts/orders';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { downloadOrderForms } from '@/features/orders/api/download-order-forms';
import { saveFile } from '@/lib/save-file';

/** Download Forms: the selected orders' forms, one workbook saved by the browser. */
export function OrdersDownloadFormsButton({ orderIds }: { orderIds: number[] }) {
  const download = useMutation({
    mutationFn: (ids: number[]) => downloadOrderForms(ids),
    onSuccess: (file, ids) => {
      saveFile(file, orderTexts.formsFileName(new Date().toISOString().slice(0, 10)));
      toast.success(orderTexts.formsDownloaded(ids.length));
    },
    onError: (error) => toast.error(error.message || orderTexts.formsFailed),
  });
  return (
    <Button
      type="button"
      variant="outline"
      disabled={orderIds.length === 0 || download.isPending}
      onClick={() => download.mutate(orderIds)}
    >
      <Download />
      {download.isPending ? orderTexts.downloadingForms : orderTexts.downloadForms}
    </Button>
  );
}
