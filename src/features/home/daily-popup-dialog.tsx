import type { NewsItem } from '../../api/queries/news';
import { newsTarget } from '../../domain/news';
import { Dialog } from '../../ui/dialog';
import { NewsLink } from '../../ui/news-link';
import styles from './home.module.css';

/** The home popup's dialog: the popup images, each leading where its item says. */
export default function PopupDialog({
  popups,
  open,
  onClose,
  title,
}: {
  popups: NewsItem[];
  open: boolean;
  onClose: () => void;
  title: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="small">
      <ul className={styles.popupList}>
        {popups.map((popup) => (
          <li key={popup.id}>
            <NewsLink target={newsTarget(popup)} className={styles.popupLink} onFollow={onClose}>
              <img src={popup.image} alt={popup.name} width={600} height={600} />
            </NewsLink>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
