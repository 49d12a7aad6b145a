// The smoke test's app (scripts/cluster/smoke.sh): `echo` serves GET / on :8080 with the pod's
// name; `echo get URL` is its client (a scratch image has no wget), exit 0 on a 200.
package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"time"
)

func main() {
	if len(os.Args) == 3 && os.Args[1] == "get" {
		res, err := (&http.Client{Timeout: 3 * time.Second}).Get(os.Args[2])
		if err != nil {
			fmt.Println(err)
			os.Exit(1)
		}
		body, _ := io.ReadAll(res.Body)
		fmt.Printf("%d %s\n", res.StatusCode, body)
		if res.StatusCode != 200 {
			os.Exit(1)
		}
		return
	}
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "echo from %s host=%s path=%s", os.Getenv("POD_NAME"), r.Host, r.URL.Path)
	})
	panic(http.ListenAndServe(":8080", nil))
}
