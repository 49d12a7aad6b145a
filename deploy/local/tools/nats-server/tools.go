//go:build tools

// Package tools pins nats-server so that bootstrap builds it from this module's go.sum.
package tools

import _ "github.com/nats-io/nats-server/v2"
