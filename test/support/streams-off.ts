// Preloaded by bun test (bunfig.toml): servers and workers that tests start do not read their
// sources' streams unless a test asks for it (RACKHUNT_STREAM_SECONDS), so no test polls a
// built-in source's real address; child processes inherit this through process.env.
process.env.RACKHUNT_STREAM_SECONDS ??= "off";
