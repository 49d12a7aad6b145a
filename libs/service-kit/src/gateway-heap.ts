// The gateway's V8 heap, sized (issue 27). Under a flood of refused and slow requests the heap
// filled with garbage faster than V8 chose to collect it: at V8's defaults the process grew 60-90 MB
// over idle during the attacks of load-tests/hostile, at a young generation of 2 MB (semi-space)
// 20-56 MB, and with the old generation also capped at 256 MB (half the chart's 512Mi limit, and
// about what V8 picks by itself inside such a container) 14-16 MB in four runs, as V8 then collects
// before it grows. What the gateway keeps is bounded (32 MB of read cache, session and rate-limit
// entries, in-flight requests), far under the cap. Set through NODE_OPTIONS wherever the gateway
// starts: scripts/lib/platform.ts, the test kit's gateway, and its image (a build arg of
// deploy/images/Dockerfile, from scripts/deployables/image.ts).
export const GATEWAY_NODE_OPTIONS = '--max-semi-space-size=2 --max-old-space-size=256';
