//go:build tools

// Package tools pins mailpit so that bootstrap builds it from this module's go.sum.
package tools

import _ "github.com/axllent/mailpit"
