//go:build tools

// Package tools pins ferretdb so that bootstrap builds it from this module's go.sum.
package tools

import _ "github.com/FerretDB/FerretDB/cmd/ferretdb"
