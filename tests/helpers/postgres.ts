// The throwaway PostgreSQL cluster lives in dev/ so the bench starts it too.
export { freePort, postgresBin, sql, startPostgres, type TestPostgres } from '../../dev/postgres-cluster';
