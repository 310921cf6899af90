const formatters = new Map<string, Intl.NumberFormat>();

/** "$1,200" or "€1,200": whole amounts in US English, the way the site writes every price. */
export function formatMoney(amount: number, currency: "USD" | "EUR"): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
    formatters.set(currency, formatter);
  }
  return formatter.format(Math.round(amount));
}
