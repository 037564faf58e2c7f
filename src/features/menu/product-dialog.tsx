import { useQuery } from '@tanstack/react-query';
import { orderTarget } from '../../domain/delivery';
import { type Ref, useCallback, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useLocation } from 'react-router';
import type { ProductSummary } from '../../api/queries/menu';
import { type ProductDetails, productQuery } from '../../api/queries/products';
import { NUTRIENTS } from '../../domain/food-information.mjs';
import { logScreenView } from '../../lib/analytics';
import { afterNextPaint } from '../../lib/idle';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button';
import { dialogClass, DialogFrame, type OpenDialog, useDialogElement } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { LoadError } from '../../ui/load-error';
import { OrderLink } from '../../ui/order-link';
import { Spinner } from '../../ui/spinner';
import tableStyles from '../../ui/table.module.css';
import { hasNutrition, hasNutritionInfo } from './menu-data';
import styles from './menu.module.css';
import { menuMessages as m, nutrientMessages } from './messages';
import { formatNutrient } from './nutrition';
import { useLocale } from '../../i18n/use-locale';

function NutritionView({ product }: { product: ProductDetails }) {
  const intl = useIntl();
  return (
    <>
      {hasNutrition(product) ? (
        <div className={tableStyles.wrap}>
          <table className={`${tableStyles.table} ${styles.nutritionTable}`}>
            <caption>{intl.formatMessage(m.nutritionCaption, { name: product.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.nutrient)}</th>
                <th scope="col">{intl.formatMessage(m.amount)}</th>
              </tr>
            </thead>
            <tbody>
              {NUTRIENTS.map(({ key, unit }) => (
                <tr key={key}>
                  <th scope="row" className={key === 'sugar' ? styles.subNutrient : undefined}>
                    {intl.formatMessage(nutrientMessages[key])}
                  </th>
                  <td>{formatNutrient(intl, product.nutrition[key], unit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <h3 className={styles.allergenHeading}>{intl.formatMessage(m.allergensHeading)}</h3>
      {product.allergens.length > 0 ? (
        <ul className={styles.allergenList}>
          {product.allergens.map((allergen) => (
            <li key={allergen.image}>
              <img src={allergen.image} alt="" width={40} height={40} loading="lazy" />
              {allergen.name}
            </li>
          ))}
        </ul>
      ) : (
        <p>{intl.formatMessage(m.noAllergens)}</p>
      )}
      <p className={styles.note}>{intl.formatMessage(m.allergenNote)}</p>
    </>
  );
}

/**
 * Opens the dialog shown by its open attribute alone for its first frame, and modal right after that frame is painted
 * (or at once, on a key or a pointer pressed before it, so Tab cannot leave it nor a tap reach the page);
 * `showModal()` then moves focus in. Over the menu's many cards, making the page inert restyles every element of it,
 * and moving focus in makes the browser style and lay out the dialog at once and send the focus events: both large
 * parts of the tap. This way the visitor sees the dialog first. Not `show()`: it would move focus in at once, in the
 * tap's own task. The open attribute removed on the way is no close (see useDialogElement).
 */
const openModalAfterFirstFrame: OpenDialog = (dialog) => {
  dialog.setAttribute('open', '');
  const cancelWait = afterNextPaint(makeModal);
  function cancel() {
    cancelWait();
    document.removeEventListener('keydown', makeModal, true);
    document.removeEventListener('pointerdown', makeModal, true);
  }
  function makeModal() {
    cancel();
    if (!dialog.open) return;
    dialog.removeAttribute('open');
    dialog.showModal();
  }
  document.addEventListener('keydown', makeModal, true);
  document.addEventListener('pointerdown', makeModal, true);
  return cancel;
};

/**
 * The product dialog: image, name, description, the nutrition link when there is something to show, and the order
 * button; the nutrition view replaces it in the same dialog, with a back button.
 */
export function ProductDialog({
  product,
  open,
  onClose,
}: {
  product: ProductSummary;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const language = useLocale().locale;
  // The address as the visitor sees it, with its language prefix (`/en/carta`).
  const address = useHref(useLocation().pathname);
  // Drawn ahead and closed, it reads what is known of the product and asks for nothing: its details are asked for
  // as its card comes near the screen, or as it opens.
  const { data, error, isError, isFetching, refetch } = useQuery({
    ...productQuery(product.id, language),
    enabled: open,
  });
  const session = useSession();
  const [view, setView] = useState<'product' | 'nutrition'>('product');
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Counted once the dialog is painted: whether analytics may run is read from a cookie, which asks the browser and
  // waits for its answer, and the tap that opens the dialog does not wait for that.
  useEffect(() => (open ? afterNextPaint(() => logScreenView('item_detail', address)) : undefined), [open, address]);

  // Moving between the two views keeps focus in the dialog, on the new view's heading.
  const show = (next: 'product' | 'nutrition') => {
    setView(next);
    requestAnimationFrame(() =>
      body.current?.closest('dialog')?.querySelector<HTMLElement>('h2 [tabindex="-1"]')?.focus(),
    );
  };

  const title = view === 'nutrition' ? intl.formatMessage(m.nutritionTitle) : (data?.name ?? product.name);

  const closeDialog = () => {
    // Kept drawn for the next product: it opens on the product, not on this one's nutrition.
    setView('product');
    onClose();
  };
  const element = useDialogElement({ open, onClose: closeDialog, openIt: openModalAfterFirstFrame });

  // Kept drawn while closed (see ProductDialogHost): laid out where it opens and hidden, so opening it changes an
  // attribute and some texts instead of creating and laying out the whole dialog in the tap's frame.
  return (
    <dialog {...element} className={`${dialogClass()} ${styles.productDialog}`} aria-labelledby={titleId}>
      <DialogFrame
        titleId={titleId}
        title={<span tabIndex={-1}>{title}</span>}
        onClose={closeDialog}
        headerStart={
          view === 'nutrition' ? (
            <button type="button" className={styles.back} onClick={() => show('product')}>
              <Icon name="chevronDown" className={styles.backIcon} />
              <span className="visually-hidden">{intl.formatMessage(m.back)}</span>
            </button>
          ) : null
        }
        footer={
          view === 'product' ? (
            <OrderLink target={orderTarget(session !== null)} />
          ) : (
            <Button variant="secondary" onClick={() => show('product')}>
              {intl.formatMessage(m.back)}
            </Button>
          )
        }
      >
        <div ref={body}>
          {view === 'product' ? (
            <div className={styles.productView}>
              {/* One element per image: a new address in the same element would show the last product's image until it loads. */}
              <img
                key={data?.image ?? product.image}
                className={styles.productImage}
                src={data?.image ?? product.image}
                alt=""
                width={480}
                height={360}
                decoding="async"
              />
              <p>{data?.description ?? product.description}</p>
              {data && hasNutritionInfo(data) ? (
                <button type="button" className={styles.nutritionLink} onClick={() => show('nutrition')}>
                  {intl.formatMessage(m.nutritionLink)}
                </button>
              ) : null}
              {!data && !isError ? <Spinner /> : null}
              {isError ? (
                <LoadError
                  message={intl.formatMessage(m.productLoadError)}
                  error={error}
                  retrying={isFetching}
                  onRetry={() => void refetch()}
                />
              ) : null}
            </div>
          ) : data ? (
            <>
              <p className={styles.nutritionFor}>{data.name}</p>
              <NutritionView product={data} />
            </>
          ) : null}
        </div>
      </DialogFrame>
    </dialog>
  );
}

/** What the menu holds of the product dialog: a way to open it on a product. */
export type ProductDialogHandle = { open: (product: ProductSummary) => void };

/**
 * The product dialog with the state of which product is open: opening one draws the dialog alone, not the page
 * around it (the menu's hooks and its filter's 59 detail queries are read again on each of the page's renders).
 *
 * The dialog is drawn ahead, closed, once the menu has a product (`first`), and stays drawn when closed: a closed
 * dialog kept drawn is hidden and out of the accessibility tree. A tap then sets the product and the dialog's open
 * attribute, changing the texts and images of elements that exist, instead of creating the dialog and running its
 * code for the first time in the tap's frame. Closing removes the attribute, which gives focus back.
 */
export function ProductDialogHost({ ref, first }: { ref: Ref<ProductDialogHandle>; first?: ProductSummary }) {
  const [shown, setShown] = useState<{ product: ProductSummary | null; open: boolean }>({ product: null, open: false });
  useImperativeHandle(ref, () => ({ open: (product: ProductSummary) => setShown({ product, open: true }) }), []);
  const close = useCallback(() => setShown((current) => (current.open ? { ...current, open: false } : current)), []);
  const product = shown.product ?? first;
  if (!product) return null;
  return <ProductDialog product={product} open={shown.open} onClose={close} />;
}
