/**
 * The route-leave prompt of the call room (spec 1 §9: "configuration flags for fullscreen toggle,
 * route-leave prompt and mobile warning default to on"): `VITE_ROUTE_LEAVE_PROMPT=false` at build time turns it off.
 */
export const routeLeavePrompt: boolean = (import.meta.env?.VITE_ROUTE_LEAVE_PROMPT as string | undefined) !== 'false';
