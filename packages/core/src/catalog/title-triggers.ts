/**
 * Trigger words of the not-the-item checks (title-not-item.ts) for the word scan's gate
 * (title-scan.ts), kept apart so neither module imports the other.
 */

/** For each check, words one of which every phrase of the check contains: without any, the regex is skipped. */
export const PHOTO_TRIGGERS: readonly string[] = [
  "image", "images", "img", "imgs", "jpg", "jpeg", "png", "gif", "pdf", "render", "renders", "printable", "printablepicture",
  "printablepictures", "picture", "pictures", "pic", "pics", "photo", "photos", "photograph", "photographs", "drawing",
  "drawings", "illustration", "illustrations", "artwork", "wallpaper", "wallpapers", "screenshot", "screenshots", "digital",
  "cardboard", "cut", "cutout", "cutouts", "mock", "mockup", "mockups", "dummy", "print", "prints", "printed", "paper",
  "imaginary", "fake", "actual", "real", "physical", "buy", "scalper", "scalpers",
];
export const BOX_TRIGGERS: readonly string[] = ["box", "boxes", "packaging"];
export const NOVELTY_TRIGGERS: readonly string[] = [
  "key", "keychain", "keychains", "keyring", "keyrings", "chain", "chains", "ring", "rings", "ornament", "ornaments",
  "miniature", "miniatures", "replica", "replicas", "figurine", "figurines", "sticker", "stickers", "decal", "decals",
  "poster", "posters", "magnet", "magnets", "lego", "toy", "shirt", "shirts", "tshirt", "tshirts", "hoodie", "hoodies", "mug",
  "mugs", "pin", "pins", "badge", "badges", "paperweight", "paperweights", "coaster", "coasters", "plush", "glasses", "sunglasses",
  "shades",
];
export const SYSTEM_TRIGGERS: readonly string[] = [
  "pc", "pcs", "computer", "computers", "desktop", "desktops", "laptop", "laptops", "notebook", "notebooks", "rig", "rigs", "tower",
  "towers", "system", "systems", "build", "setup", "kit", "built", "prebuilt",
  "one", "ultrabook", "macbook", "chromebook", "imac", "mac", "workstation", "alienware", "cyberpower", "cyberpowerpc",
  "ibuypower", "skytech", "thinkpad", "ideapad", "zenbook", "vivobook", "blade", "omen", "pavilion", "envy", "xps",
  "inspiron", "legion", "latitude", "thinkbook", "aspire", "galaxy", "book", "zephyrus", "helios", "elitebook", "probook",
  "zbook", "vostro", "toughbook", "spectre", "surface", "tablet", "in",
];
export const ACCESSORY_TRIGGERS: readonly string[] = [
  "fan", "fans", "caddy", "caddies", "tray", "trays", "sled", "sleds", "rail", "rails", "interposer", "faceplate", "bezel",
  "waterblock", "block", "pad", "pads", "adapter", "kit", "shroud", "bridge", "holder", "bracket", "brackets", "shield",
  "enclosure", "riser", "cable", "cables", "backplate", "heatsink", "sink", "cooler", "battery", "screws", "radiator", "attachment",
];
/**
 * Words one of which every DEAL_WORDS_RE phrase of title-sections.ts contains as a whole word
 * (`today only`, `price match`, `shell shocker` by their first word; `% off` is checked apart).
 */
export const DEAL_TRIGGERS: readonly string[] = [
  "sale", "deal", "deals", "coupon", "promo", "rebate", "mir", "shipping", "shipped", "today", "price", "pricematch", "shell", "giveaway",
];
