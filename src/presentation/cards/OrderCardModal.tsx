import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderBox } from '../landing/OrderBox';

/**
 * Ordering from the cards screen: the landing page's amount entry in a dialog. Signed in, its order
 * is created and the consumer goes on to Payment. A fresh amount each time it opens.
 */
export function OrderCardModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('cards.buy.dialogTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <OrderBox inDialog />
    </Modal>
  );
}
