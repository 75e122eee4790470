import { type Address, type Hex, getAddress, recoverTypedDataAddress } from "viem";

/** Test USDC every address starts with in a fresh token: 1,000 tokens of 6 decimals. */
export const DEFAULT_STARTING_BALANCE = 1_000_000_000n;

/** The EIP-712 domain of an EIP-3009 token, as signed by payers. */
export interface TokenDomain {
  name: string;
  version: string;
  chainId: number;
  verifyingContract: Address;
}

/** One `transferWithAuthorization` call, with the authorization's fields as the contract takes them. */
export interface TransferAuthorization {
  from: Address;
  to: Address;
  value: bigint;
  validAfter: bigint;
  validBefore: bigint;
  nonce: Hex;
  signature: Hex;
}

/** Why the token refused a transfer; messages match what real USDC reverts with so the x402 verifier maps them. */
export class TokenRevert extends Error {
  override name = "TokenRevert";
}

/** An in-memory EIP-3009 token: balances, used nonces and validity windows. Development and tests only. */
export interface MemoryToken {
  readonly domain: TokenDomain;
  balanceOf(owner: Address): bigint;
  authorizationState(authorizer: Address, nonce: Hex): boolean;
  /** Checks everything the contract checks, without moving funds. Throws a TokenRevert. */
  simulate(auth: TransferAuthorization): Promise<void>;
  /** Moves funds and burns the nonce, or throws a TokenRevert and changes nothing. */
  transferWithAuthorization(auth: TransferAuthorization): Promise<void>;
}

export const EIP3009_TYPES = {
  TransferWithAuthorization: [
    { name: "from", type: "address" },
    { name: "to", type: "address" },
    { name: "value", type: "uint256" },
    { name: "validAfter", type: "uint256" },
    { name: "validBefore", type: "uint256" },
    { name: "nonce", type: "bytes32" },
  ],
} as const;

/**
 * Creates an in-memory EIP-3009 token in which every address starts with `startingBalance`.
 *
 * @example
 * const token = createMemoryToken({ domain: { name: "USDC", version: "2", chainId: 84532, verifyingContract: usdc } });
 * token.balanceOf(payer); // 1_000_000_000n (1,000 USDC)
 */
export function createMemoryToken(options: {
  domain: TokenDomain;
  startingBalance?: bigint;
  /** Seconds since the epoch; injectable so tests can move time. */
  now?: () => number;
}): MemoryToken {
  const { domain } = options;
  const startingBalance = options.startingBalance ?? DEFAULT_STARTING_BALANCE;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const balances = new Map<Address, bigint>();
  const usedNonces = new Set<string>();

  const balanceOf = (owner: Address) => balances.get(getAddress(owner)) ?? startingBalance;
  const nonceKey = (authorizer: Address, nonce: Hex) => `${getAddress(authorizer)}:${nonce.toLowerCase()}`;

  async function check(auth: TransferAuthorization): Promise<void> {
    const t = BigInt(now());
    if (t <= auth.validAfter) throw new TokenRevert("FiatTokenV2: authorization is not yet valid");
    if (t >= auth.validBefore) throw new TokenRevert("FiatTokenV2: authorization is expired");
    if (usedNonces.has(nonceKey(auth.from, auth.nonce))) {
      throw new TokenRevert("FiatTokenV2: authorization is used or canceled");
    }
    const signer = await recoverTypedDataAddress({
      domain,
      types: EIP3009_TYPES,
      primaryType: "TransferWithAuthorization",
      message: {
        from: auth.from,
        to: auth.to,
        value: auth.value,
        validAfter: auth.validAfter,
        validBefore: auth.validBefore,
        nonce: auth.nonce,
      },
      signature: auth.signature,
    }).catch(() => undefined);
    if (!signer || getAddress(signer) !== getAddress(auth.from)) throw new TokenRevert("FiatTokenV2: invalid signature");
    if (balanceOf(auth.from) < auth.value) throw new TokenRevert("ERC20: transfer amount exceeds balance");
  }

  return {
    domain,
    balanceOf,
    authorizationState: (authorizer, nonce) => usedNonces.has(nonceKey(authorizer, nonce)),
    simulate: check,
    async transferWithAuthorization(auth) {
      await check(auth);
      // check() awaits signature recovery: re-check nonce and balance synchronously so that
      // concurrent calls behave like transactions mined one after another.
      if (usedNonces.has(nonceKey(auth.from, auth.nonce))) {
        throw new TokenRevert("FiatTokenV2: authorization is used or canceled");
      }
      if (balanceOf(auth.from) < auth.value) throw new TokenRevert("ERC20: transfer amount exceeds balance");
      usedNonces.add(nonceKey(auth.from, auth.nonce));
      balances.set(getAddress(auth.from), balanceOf(auth.from) - auth.value);
      balances.set(getAddress(auth.to), balanceOf(auth.to) + auth.value);
    },
  };
}
