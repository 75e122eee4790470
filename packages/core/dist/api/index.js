import * as account from "./account-ops.js";
import * as channel from "./channel-ops.js";
import * as component from "./component-ops.js";
import * as hunt from "./hunt-ops.js";
import * as paid from "./paid-ops.js";
import * as pub from "./public-ops.js";
export { defineOperation, READ_ONLY, } from "./operation.js";
/** Every API operation, keyed by name. Later features add rows here. */
export const operations = {
    healthz: account.healthz,
    register_account: account.registerAccount,
    rotate_api_key: account.rotateApiKey,
    get_account: account.getAccount,
    get_billing_status: account.getBillingStatus,
    get_entitlements: account.getEntitlements,
    list_hunts: hunt.listHunts,
    create_hunt: hunt.createHunt,
    get_hunt: hunt.getHunt,
    update_hunt: hunt.updateHunt,
    delete_hunt: hunt.deleteHunt,
    list_results: hunt.listResults,
    list_hunt_alerts: hunt.listHuntAlerts,
    list_hunt_listings: hunt.listHuntListings,
    scan_hunt: hunt.scanHunt,
    list_channels: channel.listChannels,
    create_channel: channel.createChannel,
    update_channel: channel.updateChannel,
    delete_channel: channel.deleteChannel,
    test_channel: channel.testChannel,
    search_components: component.searchComponents,
    get_component: component.getComponent,
    get_component_history: component.getComponentHistory,
    evaluate_listing: component.evaluateListing,
    get_paid_catalog: paid.getPaidCatalog,
    get_paid_benchmark: paid.getPaidBenchmark,
    list_public_prices: pub.listPublicPrices,
    get_public_category: pub.getPublicCategory,
    get_public_component: pub.getPublicComponent,
    list_public_deals: pub.listPublicDeals,
};
