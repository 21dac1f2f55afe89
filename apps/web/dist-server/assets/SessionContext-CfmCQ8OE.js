import { createContext, use, useEffect, useMemo, useSyncExternalStore } from "react";
import { jsx } from "react/jsx-runtime";
// src/shared/session/SessionContext.tsx
var SessionContext = createContext(null);
/** Session state read from storage through the api-client, kept in step with it and with other tabs. */
function SessionProvider({ client, children }) {
	const snapshot = useSyncExternalStore((listener) => client.on("change", listener), client.getSnapshot, client.getSnapshot);
	useEffect(() => {
		const onStorage = (event) => {
			if (event.key === null || event.key.startsWith("kobza.")) client.reload();
		};
		window.addEventListener("storage", onStorage);
		return () => window.removeEventListener("storage", onStorage);
	}, [client]);
	const value = useMemo(() => {
		const user = snapshot.user;
		return {
			client,
			user,
			loggedIn: snapshot.loggedIn,
			isArtist: snapshot.loggedIn && (user?.authorities.includes("ARTIST") ?? false),
			signIn: (email, password) => client.login(email, password),
			signUp: (payload) => client.signUp(payload),
			signOut: async () => {
				try {
					await client.logout();
				} catch {}
			},
			forget: () => client.logout("")
		};
	}, [client, snapshot]);
	return /* @__PURE__ */ jsx(SessionContext, {
		value,
		children
	});
}
function useSession() {
	const session = use(SessionContext);
	if (!session) throw new Error("useSession needs a <SessionProvider>");
	return session;
}
export { useSession as n, SessionProvider as t };

//# sourceMappingURL=SessionContext-CfmCQ8OE.js.map