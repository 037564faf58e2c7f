import { useQuery } from '@tanstack/react-query';
import { orderTarget } from '../../domain/delivery';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { loyaltyOf, loyaltyQuery } from '../../api/queries/loyalty';
import { formatCalendarDate } from '../../i18n/format-date';
import { lazyComponent } from '../../lib/lazy-component';
import type { StoredSession } from '../../session/session';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { LoadError } from '../../ui/load-error';
import { StoredDataNote } from '../../ui/stored-data-note';
import { OrderLink } from '../../ui/order-link';
import { Page } from '../../ui/page';
import {
  CODE_VALIDITY_MONTHS,
  INACTIVITY_MONTHS,
  isRewardReached,
  LAST_REDEMPTION_DAY,
  MINIMUM_AGE,
  rewardsByLevel,
  type ShownReward,
  starsMissing,
  STARS_PER_ROUND,
  starsShown,
  TERMS_VALID_FROM,
} from './loyalty';
import { rewardImageTexts, rewardNames, rewardsMessages as m } from './messages';
import styles from './rewards.module.css';
import { useKeptAnswer } from './kept-rewards';

/**
 * The codes' popup, with their QR codes (4 KB of encoder), in a chunk of its own: guests never see it, and a customer
 * asks for it with the button, whose pointer or focus fetches it ahead.
 */
const VouchersDialog = lazyComponent(() =>
  import('./vouchers-dialog').then((module) => ({ default: module.VouchersDialog })),
);
/** Fetches the popup's chunk ahead; a failure is tried again when the popup is drawn. */
const fetchCodesAhead = () => {
  VouchersDialog.preload().catch(() => undefined);
};

const BANNER = { src: '/media/pages/my-rewards-banner.svg', width: 1200, height: 400 };
const STAR = 'M12 1.6l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.7l-6.4 3.5L7 14.1 1.7 9.1l7.2-.9z';

/** Nine stars, the first `count` filled; the sentence beside them says the same to screen readers. */
function StarRow({ count }: { count: number }) {
  return (
    <ol className={styles.starRow} aria-hidden="true">
      {Array.from({ length: STARS_PER_ROUND }, (_, index) => {
        const filled = index < count;
        return (
          <li key={index} data-filled={filled}>
            <svg
              className={filled ? styles.starFilled : styles.starEmpty}
              width={36}
              height={36}
              viewBox="0 0 24 24"
              focusable="false"
            >
              <path d={STAR} strokeWidth={1.6} strokeLinejoin="round" />
            </svg>
          </li>
        );
      })}
    </ol>
  );
}

function RewardCard({ reward, stars }: { reward: ShownReward; stars: number }) {
  const intl = useIntl();
  const reached = isRewardReached(stars, reward.level);
  return (
    <li className={`${styles.reward} ${reached ? '' : styles.locked}`} data-reached={reached}>
      <img src={reward.image} alt={intl.formatMessage(rewardImageTexts[reward.level])} width={180} height={180} />
      <p className={styles.rewardLevel}>{intl.formatMessage(m.level, { stars: reward.level })}</p>
      <h3 className={styles.rewardName}>{intl.formatMessage(rewardNames[reward.level])}</h3>
      <p className={styles.rewardState}>
        {reached ? (
          <>
            <Icon name="check" size={20} />
            {intl.formatMessage(m.reached)}
          </>
        ) : (
          intl.formatMessage(m.missing, { count: starsMissing(stars, reward.level) })
        )}
      </p>
    </li>
  );
}

/** A customer's stars, the three rewards, the order button and the codes. */
function MyStars({ session }: { session: StoredSession }) {
  const intl = useIntl();
  const result = useQuery(loyaltyQuery(session.id));
  const { error, refetch, isFetching } = result;
  // Without a connection, the stars last loaded on this device, with when.
  const { data: loyalty, keptAt } = useKeptAnswer(session.id, 'loyalty', result, loyaltyOf);
  const [codesOpen, setCodesOpen] = useState(false);

  const stars = loyalty ? starsShown(loyalty.user.lifetime_points) : 0;
  const rewards = loyalty ? rewardsByLevel(loyalty.rewards) : [];

  return (
    <section className={styles.mine} aria-labelledby="rewards-stars">
      <h2 id="rewards-stars">{intl.formatMessage(m.starsTitle)}</h2>
      <StoredDataNote since={keptAt} />
      {loyalty ? (
        <>
          <div className={styles.count}>
            <StarRow count={stars} />
            <p className={styles.countText}>
              {intl.formatMessage(m.starsCount, { count: stars, total: STARS_PER_ROUND })}
            </p>
          </div>
          <ul className={styles.rewards} aria-label={intl.formatMessage(m.rewardsLabel)}>
            {rewards.map((reward) => (
              <RewardCard key={reward.level} reward={reward} stars={stars} />
            ))}
          </ul>
        </>
      ) : error ? (
        <div className={styles.loadError}>
          <LoadError
            message={intl.formatMessage(m.starsLoadError)}
            error={error}
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        </div>
      ) : (
        <div role="status" className={styles.loading}>
          <span className="visually-hidden">
            {intl.formatMessage({ id: 'ui.loading', defaultMessage: 'Cargando…' })}
          </span>
          <span className={`${styles.skeleton} ${styles.skeletonCount}`} />
          <span className={`${styles.skeleton} ${styles.skeletonRewards}`} />
        </div>
      )}
      <div className={styles.actions}>
        <OrderLink target={orderTarget(true)} />
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={fetchCodesAhead}
          onFocus={fetchCodesAhead}
          onClick={() => setCodesOpen(true)}
        >
          {intl.formatMessage(m.myCodes)}
        </Button>
      </div>
      {codesOpen ? <VouchersDialog userId={session.id} rewards={rewards} onClose={() => setCodesOpen(false)} /> : null}
    </section>
  );
}

/** For guests: the programme's banner, leading to the login. */
function LoginBanner() {
  const intl = useIntl();
  return (
    <Link to="/login" className={styles.banner}>
      <img src={BANNER.src} alt={intl.formatMessage(m.bannerImage)} width={BANNER.width} height={BANNER.height} />
      <span className={styles.bannerText}>
        {intl.formatMessage(m.bannerText)}
        <Icon name="chevronDown" className={styles.bannerArrow} />
      </span>
    </Link>
  );
}

const STEPS = [
  { title: m.howOrderTitle, text: m.howOrderText },
  { title: m.howRewardsTitle, text: m.howRewardsText },
  { title: m.howCodesTitle, text: m.howCodesText },
  { title: m.howRedeemTitle, text: m.howRedeemText },
];

function HowItWorks() {
  const intl = useIntl();
  return (
    <section aria-labelledby="rewards-how">
      <h2 id="rewards-how">{intl.formatMessage(m.howTitle)}</h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.title.id} className={styles.step}>
            <h3>{intl.formatMessage(step.title)}</h3>
            <p>{intl.formatMessage(step.text, { months: CODE_VALIDITY_MONTHS })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The programme's terms in short, folded, with the way to the full legal text. */
function Conditions() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <details className={styles.conditions}>
      <summary>
        <span>{t(m.conditionsTitle)}</span>
        <Icon name="chevronDown" className={styles.conditionsIcon} />
      </summary>
      <div className={styles.conditionsBody}>
        <ul>
          <li>{t(m.conditionsFrom, { date: formatCalendarDate(intl, TERMS_VALID_FROM) })}</li>
          <li>{t(m.conditionsWho, { age: MINIMUM_AGE })}</li>
          <li>{t(m.conditionsCancelled)}</li>
          <li>{t(m.conditionsInactive, { months: INACTIVITY_MONTHS })}</li>
          <li>{t(m.conditionsEnd, { months: CODE_VALIDITY_MONTHS })}</li>
        </ul>
        <p>
          <Link to="/condiciones-recompensas">{t(m.conditionsLink)}</Link>
        </p>
      </div>
    </details>
  );
}

/**
 * /my-rewards, open to guests and customers: the programme's closing notice, the customer's stars and codes or, for a guest, a
 * banner to log in; then how it works and the terms.
 */
export default function RewardsPage() {
  const intl = useIntl();
  const session = useSession();
  return (
    <Page title={intl.formatMessage(m.title)} className={styles.page}>
      <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
      <section className={styles.notice} aria-labelledby="rewards-notice">
        <Icon name="alert" className={styles.noticeIcon} />
        <div>
          <h2 id="rewards-notice">{intl.formatMessage(m.noticeTitle)}</h2>
          <p>{intl.formatMessage(m.noticeText, { date: formatCalendarDate(intl, LAST_REDEMPTION_DAY) })}</p>
        </div>
      </section>
      {session ? <MyStars session={session} /> : <LoginBanner />}
      <HowItWorks />
      <Conditions />
    </Page>
  );
}
