import { ORDER_ROUTES } from '@voltia/domain';
import { currentIdToken } from '../account/auth-service';
import { callFileRoute } from '../functions-api';

/** The order's confirmation PDF (its customer or staff), as the quotes function renders it. */
export async function downloadOrderPdf(orderId: string): Promise<Blob> {
  return callFileRoute(ORDER_ROUTES.pdf, { orderId }, await currentIdToken());
}
