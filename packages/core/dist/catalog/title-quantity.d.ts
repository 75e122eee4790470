export type CapacityRead = {
    capacity: string | null;
    capacity_gb: number | null;
    quantity: number;
    is_lot: boolean;
};
/**
 * Reads the unit capacity and the unit count. A kit (`16GB (2x8GB)`) is two units of 8GB,
 * so prices per unit compare with single-module variants.
 * @example readQuantity("4x 32gb ddr4 ecc", true) // { capacity: "32GB", capacity_gb: 32, quantity: 4, is_lot: true }
 */
export declare function readQuantity(text: string, wantsCapacity: boolean, gpu?: boolean, may?: number): CapacityRead;
