import { describe, expect, it } from 'vitest';
import {
  isRewardReached,
  REWARD_LEVELS,
  rewardsByLevel,
  starsMissing,
  starsShown,
  voucherLevel,
} from '../../../src/features/rewards/loyalty';

const REWARDS = [
  { stars: 3 as const, image: '/media/rewards/burger.svg' },
  { stars: 6 as const, image: '/media/rewards/wings.svg' },
  { stars: 9 as const, image: '/media/rewards/menu.svg' },
];

/** The levels whose picture is in colour with this many stars. */
const reachedWith = (stars: number) => REWARD_LEVELS.filter((level) => isRewardReached(stars, level));

describe('My Rewards stars', () => {
  it.each([
    [0, 0],
    [3, 3],
    [9, 0],
    [13, 4],
    [18, 0],
  ])('shows %i lifetime points as %i stars, the count restarting after 9', (points, stars) => {
    expect(starsShown(points)).toBe(stars);
  });

  it('never shows more than 8 stars, nor a negative or broken count', () => {
    expect(starsShown(8)).toBe(8);
    expect(starsShown(26)).toBe(8);
    expect(starsShown(-4)).toBe(0);
    expect(starsShown(Number.NaN)).toBe(0);
  });
});

describe('reward pictures', () => {
  it('stay grey while the stars are under 3, 6 and 9', () => {
    expect(reachedWith(0)).toEqual([]);
    expect(reachedWith(2)).toEqual([]);
    expect(reachedWith(3)).toEqual([3]);
    expect(reachedWith(5)).toEqual([3]);
    expect(reachedWith(6)).toEqual([3, 6]);
    expect(reachedWith(8)).toEqual([3, 6]);
    expect(reachedWith(9)).toEqual([3, 6, 9]);
  });

  it('count the stars each one still needs', () => {
    expect(starsMissing(4, 3)).toBe(0);
    expect(starsMissing(4, 6)).toBe(2);
    expect(starsMissing(4, 9)).toBe(5);
    expect(starsMissing(8, 9)).toBe(1);
  });

  it('are put in order of level, by the level the API gives or else by position', () => {
    expect(rewardsByLevel([REWARDS[2]!, REWARDS[0]!, REWARDS[1]!]).map((reward) => reward.level)).toEqual([3, 6, 9]);
    expect(rewardsByLevel([{ image: '/a.svg' }, { image: '/b.svg' }, { image: '/c.svg' }])).toEqual([
      { level: 3, image: '/a.svg' },
      { level: 6, image: '/b.svg' },
      { level: 9, image: '/c.svg' },
    ]);
    expect(rewardsByLevel([])).toEqual([]);
  });

  it('tell which reward a code is for by its image', () => {
    const rewards = rewardsByLevel(REWARDS);
    expect(
      voucherLevel({ image: '/media/rewards/wings.svg', code: 'A', end_datetime: '2027-01-31T23:59:59Z' }, rewards),
    ).toBe(6);
    expect(
      voucherLevel({ image: '/media/other.svg', code: 'B', end_datetime: '2027-01-31T23:59:59Z' }, rewards),
    ).toBeNull();
  });
});
