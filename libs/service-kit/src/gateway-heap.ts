// The gateway's V8 heap, sized (issues 27 and 28). Under a flood of refused and slow requests the
// heap filled with garbage faster than V8 chose to collect it: at V8's defaults the process grew
// 60-90 MB over idle during the attacks of load-tests/hostile; with the old generation capped at
// 256 MB (half the chart's 512Mi limit, and about what V8 picks by itself inside such a container)
// V8 collects before it grows. The young generation (semi-space) was first cut to 2 MB as well
// (14-16 MB of growth), but then scavenges took 16% of the gateway's CPU at 800 votes/s (its CPU
// profile, load-tests/votes) and the paced vote bench's p99 was 375-458 ms; at 8 MB it was 88-137 ms,
// and the attacks of hostile-traffic.test.ts grew the gateway by 10 and 5 MB. What the gateway keeps
// is bounded (32 MB of read cache, session and rate-limit entries, in-flight requests), far under
// the cap. Set through NODE_OPTIONS wherever the gateway starts: scripts/lib/platform.ts, the test
// kit's gateway, and its image (a build arg of deploy/images/Dockerfile, from
// scripts/deployables/image.ts).
export const GATEWAY_NODE_OPTIONS = '--max-semi-space-size=8 --max-old-space-size=256';
