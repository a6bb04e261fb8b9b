// `npm run cluster [-- --processes N] [--replica [--failover-drill]]`: the store as several
// processes on this machine.
//
// A throwaway PostgreSQL, PgBouncer (transaction pooling) in front of it, N store processes
// (default 3; one JWT_SECRET, pictures in PostgreSQL, live-event LISTEN straight to PostgreSQL)
// and HAProxy balancing them with health checks on /api/health, all on 127.0.0.1. The balancer
// listens on PORT (default 3000); the parts behind it on the ports after it. Installs Debian's
// haproxy, pgbouncer and postgresql when missing, builds what is missing, loads the demo
// catalogue, prints the address. Ctrl-C (or SIGTERM) stops everything and removes its files.
//
// --replica: a streaming replica of PostgreSQL (pg_basebackup; a synchronous standby), the
// catalogue reads go there (DATABASE_READ_URL); every database address is a PgBouncer one.
// --failover-drill (with --replica): customers order, the primary is killed, the standby
// promoted (pg_promote) and PgBouncer repointed; prints what was acknowledged and what the
// promoted server has, then stops (exit status 1 if an acknowledged order is missing).
//
// Environment: PORT, CLUSTER_PROCESSES, LOG_LEVEL (of the store processes, default warn).
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from './support/cluster';
import { drillReport, failoverDrill } from './support/failover-drill';

const USAGE =
  'usage: npm run cluster [-- --processes N] [--replica [--failover-drill]]   (N from 1 to 16, default 3)';

async function main() {
  const { values } = parseArgs({
    options: {
      processes: { type: 'string', short: 'n' },
      replica: { type: 'boolean' },
      'failover-drill': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const processes = Number(values.processes ?? process.env.CLUSTER_PROCESSES ?? 3);
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(processes) || processes < 1 || processes > 16) throw new Error(USAGE);
  const drill = values['failover-drill'] === true;
  if (drill && !values.replica) throw new Error('--failover-drill needs --replica');
  if (!Number.isInteger(port) || port < 1 || port > 65535 - processes - 3) {
    throw new Error('PORT must be a free port number');
  }

  const interrupted = new AbortController();
  let cluster: Cluster | undefined;
  let stopping = false;
  const stop = async (why: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${why}: stopping the cluster...`);
    if (!cluster) {
      interrupted.abort(); // start-up is interrupted: main() reports and exits
      return;
    }
    await cluster.stop();
    console.log('cluster stopped; its files are removed');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  console.log(
    `starting ${processes} store processes behind HAProxy${values.replica ? ', PostgreSQL with a streaming replica' : ''}...`,
  );
  try {
    cluster = await startCluster({
      processes,
      port,
      tmpPrefix: 'store-cluster-',
      logLevel: process.env.LOG_LEVEL ?? 'warn',
      log: (line) => console.log(line),
      signal: interrupted.signal,
      ...(values.replica ? { replica: { synchronous: true } } : {}),
      // the drill registers its customers from one address
      ...(drill ? { env: { RATE_LIMITS_ENABLED: 'false' } } : {}),
    });
  } catch (err) {
    if (!stopping) throw err;
    console.log('start-up interrupted; everything it started is stopped');
    process.exit(0);
  }
  if (drill) {
    console.log('\nfail-over drill: 10 customers ordering; the primary dies after 120 orders');
    const result = await failoverDrill(cluster, {
      customers: 10,
      orders: 300,
      killAfter: 120,
      log: (line) => console.log(`[drill] ${line}`),
    });
    console.log(`\n${drillReport(result)}`);
    await cluster.stop();
    process.exit(result.lost === 0 && result.twice === 0 && result.stockOk ? 0 : 1);
  }
  const ports = cluster.processes.map((p) => p.port).join(', ');
  console.log(
    [
      '',
      `Store cluster ready: ${cluster.url}`,
      `  ${processes} store processes on ports ${ports} (HAProxy balances, checks /api/health)`,
      `  PgBouncer (transaction pooling): ${cluster.bouncerUrl}`,
      cluster.replica
        ? `  PostgreSQL primary (throwaway): ${cluster.databaseUrl}\n  Streaming replica (synchronous standby; reads go here): ${cluster.replica.url}\n  The processes reach both through PgBouncer (databases postgres, listen, replica)`
        : `  PostgreSQL (throwaway; the LISTEN connections go here): ${cluster.databaseUrl}`,
      `  A staff account: DATABASE_URL=${cluster.databaseUrl} npm run create-admin -- --name "..." --phone 9XXXXXXXXX --password "..."`,
      'Ctrl-C stops it and removes everything it made.',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
