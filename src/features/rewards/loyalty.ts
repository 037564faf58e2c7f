import type { Loyalty } from '../../api/queries/loyalty';
import type { Voucher } from '../../api/queries/vouchers';

/** The programme's constants: a round of 9 stars, rewards at 3, 6 and 9, codes valid 3 months, its terms. */
export const STARS_PER_ROUND = 9;
export const REWARD_LEVELS = [3, 6, 9] as const;
export type RewardLevel = (typeof REWARD_LEVELS)[number];
export const CODE_VALIDITY_MONTHS = 3;
export const INACTIVITY_MONTHS = 12;
export const MINIMUM_AGE = 18;
export const TERMS_VALID_FROM = '2021-07-07';
/** The programme is being switched off: codes can be redeemed until this day. */
export const LAST_REDEMPTION_DAY = '2023-04-10';
/** How long the copy button's confirmation stays: 2 seconds. */
export const CODE_COPIED_MS = 2000;

/** The stars shown: lifetime points modulo 9, since the count restarts after 9. */
export function starsShown(lifetimePoints: number): number {
  if (!Number.isFinite(lifetimePoints) || lifetimePoints < 0) return 0;
  return Math.floor(lifetimePoints) % STARS_PER_ROUND;
}

/** A reward's image is in colour once the stars reach its level, grey while they are under it. */
export function isRewardReached(stars: number, level: RewardLevel): boolean {
  return stars >= level;
}

/** How many more stars a reward needs; 0 once reached. */
export function starsMissing(stars: number, level: RewardLevel): number {
  return Math.max(0, level - stars);
}

export type ShownReward = { level: RewardLevel; image: string };

const isLevel = (value: unknown): value is RewardLevel => REWARD_LEVELS.includes(value as RewardLevel);

/**
 * The three rewards in order of level. The API names each reward's level; one that does not is taken to be at
 * the level of its position, as the programme lists them 3, 6, 9.
 */
export function rewardsByLevel(rewards: Loyalty['rewards']): ShownReward[] {
  const shown: ShownReward[] = [];
  rewards.forEach((reward, index) => {
    const level = isLevel(reward.stars) ? reward.stars : REWARD_LEVELS[index];
    if (level !== undefined && !shown.some((item) => item.level === level)) shown.push({ level, image: reward.image });
  });
  return shown.sort((a, b) => a.level - b.level);
}

/** Which reward a code is for, told by its image being that reward's; null when the image is another one. */
export function voucherLevel(voucher: Voucher, rewards: ShownReward[]): RewardLevel | null {
  return rewards.find((reward) => reward.image === voucher.image)?.level ?? null;
}
