import type { FacilitatorEvmSigner } from "@x402/evm";
import {
  type Address,
  type Hex,
  decodeFunctionData,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionResult,
  getAddress,
  keccak256,
  parseAbi,
  serializeSignature,
  toHex,
  verifyTypedData,
} from "viem";
import type { MemoryToken, TransferAuthorization } from "./memory-token.ts";

const TOKEN_ABI = parseAbi([
  "function balanceOf(address owner) view returns (uint256)",
  "function name() view returns (string)",
  "function version() view returns (string)",
  "function authorizationState(address authorizer, bytes32 nonce) view returns (bool)",
  "function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)",
  "function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature)",
  "event Transfer(address indexed from, address indexed to, uint256 value)",
]);

/** Multicall3 is deployed at the same address on every EVM chain; the x402 verifier batches diagnostics through it. */
const MULTICALL3 = "0xcA11bde05977b3631167028862bE2a173976CA11";
/** Any non-empty bytecode: the verifier only checks the asset is "a contract". */
const TOKEN_CODE: Hex = "0x6080604052";

interface Receipt {
  status: "success";
  logs: { address: Address; topics: Hex[]; data: Hex }[];
}

/**
 * A facilitator signer whose "chain" is one in-memory EIP-3009 token: the official x402 verifier
 * runs unchanged, and settlement moves balances in memory.
 *
 * @example
 * const signer = createMemoryTokenSigner(token, facilitatorAddress);
 * registerExactEvmScheme(new x402Facilitator(), { signer, networks: "eip155:84532" });
 */
export function createMemoryTokenSigner(token: MemoryToken, facilitatorAddress: Address): FacilitatorEvmSigner {
  const asset = getAddress(token.domain.verifyingContract);
  const receipts = new Map<Hex, Receipt>();
  let txCount = 0n;

  const assertToken = (address: Address) => {
    if (getAddress(address) !== asset) throw new Error(`[payments] no contract at ${address} on the in-memory chain`);
  };

  async function call(functionName: string, args: readonly unknown[]): Promise<unknown> {
    switch (functionName) {
      case "balanceOf":
        return token.balanceOf(args[0] as Address);
      case "name":
        return token.domain.name;
      case "version":
        return token.domain.version;
      case "authorizationState":
        return token.authorizationState(args[0] as Address, args[1] as Hex);
      case "transferWithAuthorization":
        return token.simulate(toAuthorization(args));
      default:
        throw new Error(`[payments] in-memory token has no function ${functionName}`);
    }
  }

  async function tryAggregate(calls: readonly { target: Address; callData: Hex }[]) {
    return Promise.all(
      calls.map(async ({ target, callData }) => {
        try {
          assertToken(target);
          const { functionName, args = [] } = decodeFunctionData({ abi: TOKEN_ABI, data: callData });
          const result = await call(functionName, args);
          const returnData =
            functionName === "transferWithAuthorization"
              ? "0x"
              : encodeFunctionResult({ abi: TOKEN_ABI, functionName, result } as never);
          return { success: true, returnData };
        } catch {
          return { success: false, returnData: "0x" as Hex };
        }
      }),
    );
  }

  return {
    getAddresses: () => [facilitatorAddress],
    async getCode({ address }) {
      return getAddress(address) === asset ? TOKEN_CODE : undefined;
    },
    verifyTypedData: (args) => verifyTypedData(args as Parameters<typeof verifyTypedData>[0]),
    async readContract({ address, functionName, args = [] }) {
      if (getAddress(address) === MULTICALL3 && functionName === "tryAggregate") {
        return tryAggregate(args[1] as { target: Address; callData: Hex }[]);
      }
      assertToken(address);
      return call(functionName, args);
    },
    async writeContract({ address, functionName, args }) {
      assertToken(address);
      if (functionName !== "transferWithAuthorization") {
        throw new Error(`[payments] in-memory token cannot run ${functionName}`);
      }
      const auth = toAuthorization(args);
      await token.transferWithAuthorization(auth);
      txCount += 1n;
      const hash = keccak256(toHex(`rackhunt-memory-tx:${txCount}:${auth.from}:${auth.nonce}`));
      receipts.set(hash, { status: "success", logs: [transferLog(asset, auth)] });
      return hash;
    },
    async sendTransaction() {
      throw new Error("[payments] the in-memory chain accepts no raw transactions");
    },
    async waitForTransactionReceipt({ hash }) {
      const receipt = receipts.get(hash);
      if (!receipt) throw new Error(`[payments] unknown transaction ${hash}`);
      return receipt as never;
    },
  };
}

// --- Internal helpers ---

/** Accepts both contract overloads: (…, v, r, s) and (…, bytes signature). */
function toAuthorization(args: readonly unknown[]): TransferAuthorization {
  const [from, to, value, validAfter, validBefore, nonce] = args as [Address, Address, bigint, bigint, bigint, Hex];
  let signature: Hex;
  if (args.length === 9) {
    const v = Number(args[6]);
    signature = serializeSignature({
      r: args[7] as Hex,
      s: args[8] as Hex,
      yParity: v >= 27 ? v - 27 : v,
    });
  } else {
    signature = args[6] as Hex;
  }
  return {
    from,
    to,
    value: BigInt(value),
    validAfter: BigInt(validAfter),
    validBefore: BigInt(validBefore),
    nonce,
    signature,
  };
}

function transferLog(asset: Address, auth: TransferAuthorization) {
  return {
    address: asset,
    topics: encodeEventTopics({
      abi: TOKEN_ABI,
      eventName: "Transfer",
      args: { from: auth.from, to: auth.to },
    }) as Hex[],
    data: encodeAbiParameters([{ type: "uint256" }], [auth.value]),
  };
}
