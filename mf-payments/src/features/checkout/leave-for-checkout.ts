/** Sends the browser to the provider's hosted checkout page (another site: a full page load). */
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}
