/**
 * A real person's sign-in during a sign-in flood (issue 10 item 3), against a running server started with
 * TRUST_PROXY=true (the flood's addresses are told in X-Forwarded-For) and a known account:
 *   BASE_URL=http://127.0.0.1:3555 EMAIL=admin@fikra.local PASSWORD=… npx tsx bench/signInFlood.ts
 * Prints the median sign-in time alone, during a flood of fresh e-mails from ONE address, and during a flood
 * from a new address per request (which no per-address limit stops). No budget is asserted here.
 */
const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3555';
const EMAIL = process.env.EMAIL ?? 'admin@fikra.local';
const PASSWORD = process.env.PASSWORD ?? '';
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 50);

const signIn = (email: string, password: string, address: string) =>
  fetch(`${BASE_URL}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });

async function timedRealSignIns(times: number, address: (i: number) => string) {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await signIn(EMAIL, PASSWORD, address(i));
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the real sign-in answered ${res.status}`);
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;
}

/** Keeps FLOOD_CONNECTIONS sign-ins with fresh e-mails in flight until stopped; counts the answers. */
function flood(addressOf: (n: number) => string) {
  let running = true;
  let n = 0;
  const codes = new Map<number, number>();
  const worker = async () => {
    while (running) {
      const i = n++;
      const res = await signIn(`flood${i}@nowhere.test`, 'wrong-password', addressOf(i)).catch(() => undefined);
      if (res) {
        await res.arrayBuffer();
        codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
      }
    }
  };
  const workers = Array.from({ length: FLOOD_CONNECTIONS }, worker);
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return Object.fromEntries(codes);
    },
  };
}

async function main() {
  let realAddress = 0;
  const real = () => `10.200.${Math.floor(realAddress / 250)}.${(realAddress++ % 250) + 1}`;
  const alone = await timedRealSignIns(9, real);
  const one = flood(() => '10.1.1.1');
  await new Promise((r) => setTimeout(r, 500));
  const duringOne = await timedRealSignIns(9, real);
  const oneCodes = await one.stop();
  const many = flood((i) => `10.${2 + Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`);
  await new Promise((r) => setTimeout(r, 500));
  const duringMany = await timedRealSignIns(9, real);
  const manyCodes = await many.stop();
  console.log(`real sign-in, median of 9: alone ${alone.toFixed(0)} ms`);
  console.log(
    `  during a flood from one address (${FLOOD_CONNECTIONS} in flight): ${duringOne.toFixed(0)} ms (${(duringOne / alone).toFixed(1)}×), flood answers ${JSON.stringify(oneCodes)}`,
  );
  console.log(
    `  during a flood from a new address per request: ${duringMany.toFixed(0)} ms (${(duringMany / alone).toFixed(1)}×), flood answers ${JSON.stringify(manyCodes)}`,
  );
}

await main();

export {};
