/**
 * The web client checks answers against the contract in tests: every JSON answer the
 * api-client reads is parsed with the contract's schema for its route (./contract-routes.ts),
 * errors with ErrorEnvelopeSchema. A mismatch is recorded and fails the test in setup.ts's
 * afterEach, whatever the screen did with the answer.
 */
import { ErrorEnvelopeSchema } from '@store/contract/common';
import { setAnswerCheck } from '../lib/api-client';
import { contractRouteOf } from './contract-routes';

export interface ContractMismatch {
  route: string;
  problem: string;
}

let mismatches: ContractMismatch[] = [];

/** The mismatches seen since the last call (and forgets them). */
export function takeContractMismatches(): ContractMismatch[] {
  const seen = mismatches;
  mismatches = [];
  return seen;
}

export function checkAnswer(method: string, pathAndQuery: string, status: number, body: unknown) {
  const path = pathAndQuery.split('?')[0] ?? pathAndQuery;
  const route = `${method} ${path}`;
  const ok = status >= 200 && status < 300;
  const contract = contractRouteOf(method, path);
  if (!contract) {
    mismatches.push({
      route,
      problem: 'no contract schema for this route (test/contract-routes.ts)',
    });
    return;
  }
  const schema = ok ? contract.schema : ErrorEnvelopeSchema;
  const result = schema.safeParse(body);
  if (!result.success) {
    const problem = result.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`)
      .join('; ');
    mismatches.push({ route, problem: `${ok ? 'answer' : `error ${status}`} ${problem}` });
  }
}

export function installContractCheck() {
  setAnswerCheck(checkAnswer);
}
