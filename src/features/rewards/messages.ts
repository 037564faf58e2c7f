import { defineMessages } from '../../i18n/define-messages';

export const rewardsMessages = defineMessages({
  title: { id: 'rewards.title', defaultMessage: 'My Rewards' },
});
