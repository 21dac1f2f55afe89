import { t as endpoints } from "./endpoints-Ds3VCXE4.js";
import { queryOptions } from "@tanstack/react-query";
// src/features/payments/api/paymentsApi.ts
var payments = endpoints.payments;
/** Asks for a checkout and answers where to send the browser. */
async function startPurchase(client, input) {
	return (await client.call(payments.purchase, { body: {
		paymentGoal: input.paymentGoal,
		money: {
			amount: input.amount,
			currency: "UAH"
		},
		artistUuid: input.artistUuid,
		userDesire: input.userDesire ?? null
	} })).checkoutUrl;
}
/** Ends the signed-in fan's subscription to the artist (spec 000 §3 Unsubscribe). */
function unsubscribe(client, ownerUuid, subscriberUuid) {
	return client.call(endpoints.profiles.removeSubscriber, { params: {
		ownerUuid,
		subscriberUuid
	} });
}
var balanceQueryKey = ["payments", "balance"];
var balanceQueryOptions = (client) => queryOptions({
	queryKey: balanceQueryKey,
	queryFn: ({ signal }) => client.call(payments.balance, { signal })
});
var receivedQueryOptions = (client, page) => queryOptions({
	queryKey: [
		"payments",
		"received",
		page
	],
	queryFn: ({ signal }) => client.call(payments.received, {
		query: {
			page,
			size: 10
		},
		signal
	})
});
var withdrawalsQueryOptions = (client, page) => queryOptions({
	queryKey: [
		"payments",
		"withdrawals",
		page
	],
	queryFn: ({ signal }) => client.call(payments.withdrawals, {
		query: {
			page,
			size: 10
		},
		signal
	})
});
function requestWithdrawal(client, amount) {
	return client.call(payments.requestWithdrawal, { body: { money: {
		amount,
		currency: "UAH"
	} } });
}
export { unsubscribe as a, startPurchase as i, receivedQueryOptions as n, withdrawalsQueryOptions as o, requestWithdrawal as r, balanceQueryOptions as t };

//# sourceMappingURL=paymentsApi-CAXLH1vd.js.map