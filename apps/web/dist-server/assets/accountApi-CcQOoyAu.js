import { t as endpoints } from "./endpoints-Ds3VCXE4.js";
import { queryOptions } from "@tanstack/react-query";
// src/features/accounts/api/accountApi.ts
var account = endpoints.accounts;
/** TanStack Query key of the signed-in user's settings. */
var accountQueryKey = ["account"];
/** The signed-in user's settings: e-mail, one waiting for confirmation, names and roles. */
var accountQueryOptions = (client) => queryOptions({
	queryKey: accountQueryKey,
	queryFn: ({ signal }) => getAccount(client, signal)
});
var anonymous = {
	bearer: false,
	refreshOn401: false
};
/** Mails a reset link when the address has an account; the answer is the same either way. */
function requestPasswordReset(client, email) {
	return client.call(account.requestPasswordReset, {
		body: { email },
		...anonymous
	});
}
function confirmPasswordReset(client, token, password) {
	return client.call(account.confirmPasswordReset, {
		params: { key: token },
		body: { password },
		...anonymous
	});
}
function getAccount(client, signal) {
	return client.call(account.showAccount, { signal });
}
/** Ends every session of the user, this one included (the server revokes them all). */
function changePassword(client, currentPassword, newPassword) {
	return client.call(account.changePassword, { body: {
		currentPassword,
		newPassword
	} });
}
/** Mails a confirmation link to the new address; the address changes once it is followed. */
function requestEmailChange(client, email, password) {
	return client.call(account.requestEmailChange, { body: {
		email,
		password
	} });
}
async function confirmEmailChange(client, token) {
	return (await client.call(account.confirmEmailChange, {
		params: { key: token },
		...anonymous
	})).email;
}
/** Anonymises the account and ends its sessions (204). */
function deleteAccount(client, password) {
	return client.call(account.deleteAccount, { body: { password } });
}
export { confirmPasswordReset as a, requestPasswordReset as c, confirmEmailChange as i, accountQueryOptions as n, deleteAccount as o, changePassword as r, requestEmailChange as s, accountQueryKey as t };

//# sourceMappingURL=accountApi-CcQOoyAu.js.map