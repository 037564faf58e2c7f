import type { MessageDescriptor } from 'react-intl';
import type { ScreenName } from '../lib/analytics';
import type { Access } from './routes';

export type RouteHandle = {
  title: MessageDescriptor;
  screen?: ScreenName;
  access: Access;
  /** The page names itself in the document's title: the layout leaves the title to it. */
  ownTitle?: boolean;
};
