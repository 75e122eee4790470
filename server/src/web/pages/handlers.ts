import type { Services } from "../../operations/context.ts";
import type { PageHandler } from "../route.ts";
import type { PageName } from "../routes.ts";
import * as account from "./account-actions.ts";
import { accountPage } from "./account.tsx";
import { categoryPage } from "./category.tsx";
import * as channels from "./channels.tsx";
import { componentPage } from "./component.tsx";
import { dealsPage } from "./deals.tsx";
import { qualityPage } from "./quality.tsx";
import { homePage } from "./home.tsx";
import * as hunt from "./hunt-actions.tsx";
import { huntPage } from "./hunt.tsx";
import { huntsPage } from "./hunts.tsx";
import { resultFeedback, resultPage } from "./result.tsx";
import { scanProgressPage } from "./scan-progress.tsx";
import { resultsPage } from "./results.tsx";
import { searchPage } from "./search.tsx";
import { signInPages } from "./sign-in.tsx";
import { huntFeed } from "../feed.ts";

/**
 * The handler of every page, by its name in routes.ts; the sign-in pages count attempts in the
 * database's rate-limit windows, shared by every server.
 */
export function pageHandlers(services: Services): Record<PageName, PageHandler> {
  const signIn = signInPages(services);
  return {
    home: homePage,
    deals: dealsPage,
    quality: qualityPage,
    search: searchPage,
    category: categoryPage,
    component: componentPage,

    signin: signIn.form,
    "signin-password": signIn.password,
    "signin-key": signIn.apiKey,
    "signin-code": signIn.codeForm,
    "signin-code-check": signIn.code,
    signout: signIn.signOut,

    hunts: huntsPage,
    "hunt-new": hunt.newHuntForm,
    "hunt-create": hunt.createHunt,
    "hunt-preview-new": hunt.previewNewHunt,
    hunt: (ctx) => huntPage(ctx),
    "hunt-update": hunt.updateHunt,
    "hunt-preview": hunt.previewHuntEdit,
    "hunt-scan": hunt.scanHunt,
    "hunt-scan-progress": scanProgressPage,
    "hunt-pause": hunt.pauseHunt,
    "hunt-resume": hunt.resumeHunt,
    "hunt-stop": hunt.stopHunt,
    "hunt-delete-confirm": hunt.confirmDeleteHunt,
    "hunt-delete": hunt.deleteHunt,
    "hunt-feed": hunt.newFeedToken,
    "hunt-feed-revoke": hunt.revokeFeedToken,
    feed: huntFeed,

    results: resultsPage,
    result: (ctx) => resultPage(ctx),
    "result-feedback": resultFeedback,

    channels: (ctx) => channels.channelsPage(ctx),
    "channel-create": channels.createChannel,
    "channel-update": channels.updateChannel,
    "channel-test": channels.testChannel,
    "channel-delete-confirm": channels.confirmDeleteChannel,
    "channel-delete": channels.deleteChannel,

    account: (ctx) => accountPage(ctx),
    "account-key": account.rotateKey,
    "account-password": account.changePassword,
    "account-totp-start": account.startTotp,
    "account-totp-confirm": account.confirmTotp,
    "account-totp-disable": account.disableTotp,
    "account-sessions-others": account.revokeOtherSessions,
    "account-session-revoke": account.revokeSession,
  };
}
