module sonicnexus.local/cluster/echo

go 1.26
