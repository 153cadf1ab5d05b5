/** What a payer does on the sandbox cashier page: open it, then press Pay or Fail. */
export async function openCashier(cashierUrl: string, acceptLanguage = '') {
  const response = await fetch(cashierUrl, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

export async function pressCashierButton(
  cashierUrl: string,
  button: 'pay' | 'fail',
  payer = 'sandbox-buyer',
): Promise<{ status: number; location: string | null; html: string }> {
  const url = new URL(cashierUrl);
  const form = new URLSearchParams({
    order: url.searchParams.get('order') ?? '',
    sig: url.searchParams.get('sig') ?? '',
    payer,
  });
  const response = await fetch(`${url.origin}/sandbox-pay/cashier/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}
