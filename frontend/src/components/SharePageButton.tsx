import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { toastError, toastSuccess } from '../lib/feedback';

/** The page's whole address (this site's origin and the path). */
const addressOf = (path: string) => new URL(path, window.location.origin).href;

/**
 * "Compartilhar" a page of this site (issue #35 item 8): the phone's share sheet (Web Share API) where the browser has
 * one, else the address copied to the clipboard with "Link copiado". Closing the share sheet is no error.
 */
export function SharePageButton({ path, title }: { path: string; title: string }) {
  const share = async () => {
    const url = addressOf(path);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(`Link copiado: ${url}`);
    } catch {
      toastError(`Não foi possível copiar o link. Copie este endereço: ${url}`);
    }
  };
  return (
    <Button icon={<ShareAltOutlined />} onClick={() => void share()}>
      Compartilhar
    </Button>
  );
}
