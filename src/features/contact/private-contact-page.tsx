import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { sendOrderIncident } from '../../api/contact-requests';
import { type OrderListItem, ordersQuery } from '../../api/queries/orders';
import type { FormData } from '../../renderers/schema-form/generated/forms';
import { SchemaForm } from '../../renderers/schema-form/schema-form';
import { useCurrentUser } from '../../session/current-user';
import type { StoredSession } from '../../session/session';
import { useSession } from '../../session/use-session';
import { LoadError } from '../../ui/load-error';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { orderIncident, prefill } from './contact-request';
import styles from './contact.module.css';
import { BasicDataProtection } from './data-protection';
import { contactMessages as m } from './messages';
import { ThanksDialog } from './thanks-dialog';

/** How an order reads in the select: its number, and its date and amount when the delivery site gives them. */
function orderLabel(intl: IntlShape, order: OrderListItem): string {
  // Only the id is promised: a date the browser cannot read is left out like a missing one.
  if (!order.created_at || Number.isNaN(Date.parse(order.created_at)) || order.total === undefined) {
    return intl.formatMessage(m.orderNumber, { id: order.id });
  }
  return intl.formatMessage(m.order, {
    id: order.id,
    date: intl.formatDate(order.created_at, { dateStyle: 'short' }),
    total: intl.formatNumber(order.total, { style: 'currency', currency: 'EUR' }),
  });
}

function IncidentForm({ session }: { session: StoredSession }) {
  const intl = useIntl();
  const profile = useCurrentUser(session);
  // The first page of the customer's orders: the order list is always asked for with page=1.
  const orders = useQuery(ordersQuery(session.id));
  const [sentTo, setSentTo] = useState<string | null>(null);

  // The orders are options of the page, not of the schema (its compiled validator stays as it is).
  const uiOverrides = useMemo(
    () => ({
      order_id: {
        'ui:options': {
          options: (orders.data ?? []).map((order) => ({ value: String(order.id), label: orderLabel(intl, order) })),
        },
      },
    }),
    [orders.data, intl],
  );

  if (orders.isError) {
    return (
      <LoadError
        message={intl.formatMessage(m.ordersLoadError)}
        error={orders.error}
        retrying={orders.isFetching}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.isPending || profile.isPending) return <Spinner />;
  if (orders.data.length === 0) {
    return (
      <p className={styles.notice}>
        {intl.formatMessage(m.noOrders, {
          link: (chunks: ReactNode[]) => (
            <Link key="public" to="/public-contact-form">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  }

  const send = async (data: FormData<'order-incident'>) => {
    const incident = orderIncident(data);
    await sendOrderIncident(incident);
    setSentTo(incident.email);
  };

  return (
    <>
      <SchemaForm
        form="order-incident"
        initialData={prefill(profile.data)}
        uiOverrides={uiOverrides}
        submitLabel={intl.formatMessage(m.submit)}
        onSubmit={send}
      >
        <BasicDataProtection kind="incident" />
      </SchemaForm>
      <ThanksDialog sentTo={sentTo} />
    </>
  );
}

/**
 * /private-contact-form (customers only): the order-incident form with the customer's orders,
 * prefilled from the profile, sent to the delivery site with the chosen `order_id`.
 */
export default function PrivateContactPage() {
  const intl = useIntl();
  const session = useSession();
  return (
    <Page title={intl.formatMessage(m.privateFormTitle)} className={styles.formPage}>
      <p>{intl.formatMessage(m.privateIntro)}</p>
      {session ? <IncidentForm session={session} /> : null}
    </Page>
  );
}
