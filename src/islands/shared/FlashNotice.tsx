import { useEffect } from 'react';
import { Notices, notify } from './Notices.tsx';

/** Shows the one-shot notice the previous page left (only rendered when there is one). */
export default function FlashNotice({ message, duration, closeLabel }: { message: string; duration: number; closeLabel: string }) {
  useEffect(() => {
    notify.success(message, duration, { toastId: 'flash' });
  }, [message, duration]);
  return <Notices closeLabel={closeLabel} />;
}
