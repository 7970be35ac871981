/**
 * Server build of ./quickCheck.ts: does an answer conform to its operation's schema? The schemas are the ones
 * ./contract.ts validates with (./generated/contractSchemas.ts), compiled to code once per operation by Ajv (JSON
 * Schema 2020-12 with ajv-formats, as `npm run contract:check` validates a content service). A compiled check of a
 * tour's answer takes a small fraction of the interpreted one (@cfworker/json-schema, about 1.7 ms a tour here),
 * which the server paid for every tour page nobody had asked for lately. Only a conforming answer is decided here:
 * any other goes through ./contract.ts's validator, which finds what to repair (and may still find nothing).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { contractDefs, responseSchemas, type ContractOperation } from './generated/contractSchemas';
import type { QuickCheck } from './quickCheck';

const ajv = new Ajv2020({ allErrors: false, strict: false, validateFormats: true });
addFormats(ajv);

const compiled = new Map<ContractOperation, ValidateFunction>();

function validatorFor(operation: ContractOperation): ValidateFunction {
  let validate = compiled.get(operation);
  if (!validate) {
    validate = ajv.compile({ $defs: contractDefs, ...responseSchemas[operation] });
    compiled.set(operation, validate);
  }
  return validate;
}

export const conformsQuickly: QuickCheck = (operation, body) =>
  Object.prototype.hasOwnProperty.call(responseSchemas, operation) &&
  validatorFor(operation as ContractOperation)(body);
