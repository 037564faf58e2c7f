import type { MessageDescriptor } from 'react-intl';
import type { ScreenName } from '../lib/analytics';
import type { Access } from './routes';

export type RouteHandle = { title: MessageDescriptor; screen?: ScreenName; access: Access };
