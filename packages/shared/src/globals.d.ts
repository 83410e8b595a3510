/**
 * The WHATWG URL class, present in every runtime this package runs in (Node and browsers). Declared here
 * because the package's own typecheck has neither the DOM library nor Node's types.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly hostname: string;
  readonly origin: string;
  readonly pathname: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
}
