//go:build tools

// Package tools pins nats-server (the store image sonic-nexus-store/nats) so that scripts/cluster builds it from this module's go.sum.
package tools

import _ "github.com/nats-io/nats-server/v2"
