func.func @f() {
  return
%x = 3
}
