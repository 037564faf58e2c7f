import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Voucher, vouchersOf, vouchersQuery } from '../../api/queries/vouchers';
import { formatCalendarDate } from '../../i18n/format-date';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { LoadError } from '../../ui/load-error';
import { StoredDataNote } from '../../ui/stored-data-note';
import { QrCode } from '../../ui/qr-code';
import { Spinner } from '../../ui/spinner';
import { unexpiredCodes, useKeptAnswer } from './kept-rewards';
import { CODE_COPIED_MS, type ShownReward, voucherLevel } from './loyalty';
import { rewardsMessages as m, rewardNames } from './messages';
import styles from './rewards.module.css';

/** Material Design's content_copy. */
const COPY =
  'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z';

type CopyState = 'copied' | 'failed' | null;

/**
 * One code: its reward's image, the code with its QR code (to be scanned at the counter), its end date and a copy
 * button whose confirmation lasts 2 seconds.
 */
function VoucherItem({ voucher, rewards }: { voucher: Voucher; rewards: ShownReward[] }) {
  const intl = useIntl();
  const [state, setState] = useState<CopyState>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // The confirmation goes after 2 seconds; a failure stays until the next try, to be read in full.
  const show = (next: CopyState) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = next === 'copied' ? setTimeout(() => setState(null), CODE_COPIED_MS) : null;
    setState(next);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(voucher.code);
      show('copied');
    } catch {
      show('failed');
    }
  };

  const level = voucherLevel(voucher, rewards);
  return (
    <li className={styles.voucher}>
      <img
        className={styles.voucherImage}
        src={voucher.image}
        alt={intl.formatMessage(level ? rewardNames[level] : m.codeImage)}
        width={88}
        height={88}
      />
      <div className={styles.voucherText}>
        <p className={styles.voucherLabel}>{intl.formatMessage(m.code)}</p>
        <p className={styles.code}>
          <code>{voucher.code}</code>
        </p>
        <p className={styles.validUntil}>
          {intl.formatMessage(m.validUntil, { date: formatCalendarDate(intl, voucher.end_datetime) })}
        </p>
      </div>
      <QrCode
        className={styles.qrCode}
        value={voucher.code}
        label={intl.formatMessage(m.qrCode, { code: voucher.code })}
        size={120}
      />
      <div className={styles.copy}>
        {/* The name starts with the visible word, so a voice command of what is seen still finds the button. */}
        <Button
          variant="secondary"
          aria-label={intl.formatMessage(m.copyLabel, { code: voucher.code })}
          onClick={() => void copy()}
        >
          {state === 'copied' ? <Icon name="check" size={20} /> : <Icon path={COPY} size={20} />}
          {intl.formatMessage(m.copy)}
        </Button>
        <p role="status" className={state === 'failed' ? styles.copyFailed : styles.copied}>
          {state === 'copied'
            ? intl.formatMessage(m.copied)
            : state === 'failed'
              ? intl.formatMessage(m.copyFailed)
              : null}
        </p>
      </div>
    </li>
  );
}

/**
 * The customer's reward codes, loaded when the popup opens. Until the API answers, and without a connection, the codes
 * last loaded on this device that have not ended, with when they were loaded: one used since may still show, and the
 * popup says so.
 */
export function VouchersDialog({
  userId,
  rewards,
  onClose,
}: {
  userId: number;
  rewards: ShownReward[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const result = useQuery(vouchersQuery(userId));
  const { error, refetch, isFetching } = result;
  const kept = useKeptAnswer(userId, 'vouchers', result, vouchersOf, { whileLoading: true });
  const vouchers = kept.data && kept.keptAt !== null ? unexpiredCodes(kept.data, new Date()) : kept.data;

  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(m.codesTitle)}>
      <StoredDataNote since={kept.keptAt} checking={kept.checking}>
        {intl.formatMessage(m.keptCodes)}
      </StoredDataNote>
      {vouchers ? (
        vouchers.length > 0 ? (
          <ul className={styles.vouchers}>
            {vouchers.map((voucher) => (
              <VoucherItem key={voucher.code} voucher={voucher} rewards={rewards} />
            ))}
          </ul>
        ) : (
          <p className={styles.noCodes}>{intl.formatMessage(m.noCodes)}</p>
        )
      ) : error ? (
        <LoadError
          message={intl.formatMessage(m.codesLoadError)}
          error={error}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}
